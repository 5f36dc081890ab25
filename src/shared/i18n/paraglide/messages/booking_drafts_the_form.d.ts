/**
* | output |
* | --- |
* | "the {mode} form" |
*
* @param {Booking_Drafts_The_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_the_form: ((inputs: Booking_Drafts_The_FormInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_The_FormInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Drafts_The_FormInputs = {
    mode: NonNullable<unknown>;
};
