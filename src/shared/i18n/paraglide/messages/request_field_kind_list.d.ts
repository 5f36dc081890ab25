/**
* | output |
* | --- |
* | "a list" |
*
* @param {Request_Field_Kind_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_list: ((inputs?: Request_Field_Kind_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_Field_Kind_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_Field_Kind_ListInputs = {};
