/**
* | output |
* | --- |
* | "The local store was damaged, so Freight Desk set it aside and started a new one" |
*
* @param {Store_Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_title: ((inputs?: Store_Set_Aside_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Set_Aside_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Set_Aside_TitleInputs = {};
