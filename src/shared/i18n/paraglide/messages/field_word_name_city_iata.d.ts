/**
* | output |
* | --- |
* | "Airport" |
*
* @param {Field_Word_Name_City_IataInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_name_city_iata: ((inputs?: Field_Word_Name_City_IataInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Word_Name_City_IataInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Word_Name_City_IataInputs = {};
