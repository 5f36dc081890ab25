/**
* | output |
* | --- |
* | "a whole number" |
*
* @param {Request_Field_Kind_IntegerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_integer: ((inputs?: Request_Field_Kind_IntegerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_Field_Kind_IntegerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_Field_Kind_IntegerInputs = {};
