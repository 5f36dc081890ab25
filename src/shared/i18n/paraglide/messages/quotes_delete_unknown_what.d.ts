/**
* | output |
* | --- |
* | "the quote may or may not have been deleted" |
*
* @param {Quotes_Delete_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_unknown_what: ((inputs?: Quotes_Delete_Unknown_WhatInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Delete_Unknown_WhatInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Delete_Unknown_WhatInputs = {};
