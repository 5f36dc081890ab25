/**
* | output |
* | --- |
* | "Contract number" |
*
* @param {Tariffs_Field_Contract_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_contract_number: ((inputs?: Tariffs_Field_Contract_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Field_Contract_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Field_Contract_NumberInputs = {};
