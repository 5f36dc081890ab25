/**
* | output |
* | --- |
* | "text or a number" |
*
* @param {Request_Field_Kind_Text_Or_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_text_or_number: ((inputs?: Request_Field_Kind_Text_Or_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_Field_Kind_Text_Or_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_Field_Kind_Text_Or_NumberInputs = {};
