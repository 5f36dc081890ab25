/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} form filled in on this desk and not booked yet, the latest first" |
* | * | "{shown} forms filled in on this desk and not booked yet, the latest first" |
*
* @param {Booking_Drafts_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_description: ((inputs: Booking_Drafts_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Drafts_DescriptionInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
