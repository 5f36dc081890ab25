/**
* | output |
* | --- |
* | "{field} must be {kind}" |
*
* @param {Request_Field_Must_BeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_must_be: ((inputs: Request_Field_Must_BeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_Field_Must_BeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_Field_Must_BeInputs = {
    field: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
