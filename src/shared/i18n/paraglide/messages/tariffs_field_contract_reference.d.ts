/**
* | output |
* | --- |
* | "Contract reference" |
*
* @param {Tariffs_Field_Contract_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_contract_reference: ((inputs?: Tariffs_Field_Contract_ReferenceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Field_Contract_ReferenceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Field_Contract_ReferenceInputs = {};
