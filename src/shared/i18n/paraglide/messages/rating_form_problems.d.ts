/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} field needs attention: nothing was sent." |
* | * | "{shown} fields need attention: nothing was sent." |
*
* @param {Rating_Form_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_problems: ((inputs: Rating_Form_ProblemsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_ProblemsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_ProblemsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
