/**
* | output |
* | --- |
* | "What the service sends is shown all the same; it is not kept to open offline until then." |
*
* @param {Store_Cannot_Save_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_body: ((inputs?: Store_Cannot_Save_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Cannot_Save_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Cannot_Save_BodyInputs = {};
