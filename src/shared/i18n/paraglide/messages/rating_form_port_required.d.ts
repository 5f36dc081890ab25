/**
* | output |
* | --- |
* | "{end} is required: search for it and pick it from the list" |
*
* @param {Rating_Form_Port_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_port_required: ((inputs: Rating_Form_Port_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Port_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Port_RequiredInputs = {
    end: NonNullable<unknown>;
};
