/**
* | output |
* | --- |
* | "Check the tariff report below for contract {contract}: if the tariff's rates are listed, it went through. Upload these files again only if they are not." |
*
* @param {Tariffs_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_unknown_text: ((inputs: Tariffs_Unknown_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Unknown_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Unknown_TextInputs = {
    contract: NonNullable<unknown>;
};
