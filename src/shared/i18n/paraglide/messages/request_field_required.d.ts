/**
* | output |
* | --- |
* | "{field} is required" |
*
* @param {Request_Field_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_required: ((inputs: Request_Field_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_Field_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_Field_RequiredInputs = {
    field: NonNullable<unknown>;
};
