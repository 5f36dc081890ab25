/**
* | output |
* | --- |
* | "Freight Desk cannot save to its data folder" |
*
* @param {Store_Cannot_Save_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_title: ((inputs?: Store_Cannot_Save_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Cannot_Save_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Cannot_Save_TitleInputs = {};
