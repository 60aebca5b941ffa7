import { searchRoute } from '@/views/searchRoute'

const route = searchRoute('de-CH')

export const generateMetadata = route.generateMetadata
export default route.SearchPage
