/**
* | output |
* | --- |
* | "a date and time such as 2021-10-28T16:54:30.094Z" |
*
* @param {Request_Field_Kind_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_date_time: ((inputs?: Request_Field_Kind_Date_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_Field_Kind_Date_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_Field_Kind_Date_TimeInputs = {};
