import { searchRoute } from '@/views/searchRoute'

const route = searchRoute('en')

export const generateMetadata = route.generateMetadata
export default route.SearchPage
