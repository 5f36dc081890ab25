/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day {hours} h" |
* | * | "{shown} days {hours} h" |
*
* @param {Rating_Validity_Days_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_days_hours: ((inputs: Rating_Validity_Days_HoursInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_Days_HoursInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Validity_Days_HoursInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
