/** `custom` of a field the import-export plugin leaves out (exports, import templates). */
export const notExported = { 'plugin-import-export': { disabled: true } }
