/**
* | output |
* | --- |
* | "true or false" |
*
* @param {Request_Field_Kind_BooleanInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_boolean: ((inputs?: Request_Field_Kind_BooleanInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_Field_Kind_BooleanInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_Field_Kind_BooleanInputs = {};
