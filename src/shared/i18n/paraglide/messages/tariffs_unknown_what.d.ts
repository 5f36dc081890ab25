/**
* | output |
* | --- |
* | "the tariff may or may not have been uploaded" |
*
* @param {Tariffs_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_unknown_what: ((inputs?: Tariffs_Unknown_WhatInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Unknown_WhatInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Unknown_WhatInputs = {};
