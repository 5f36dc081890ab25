/**
* | countPlural | output |
* | --- | --- |
* | "one" | "One field needs attention before the booking can be reviewed." |
* | * | "{shown} fields need attention before the booking can be reviewed." |
*
* @param {Booking_Form_Need_AttentionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_need_attention: ((inputs: Booking_Form_Need_AttentionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Need_AttentionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Form_Need_AttentionInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
