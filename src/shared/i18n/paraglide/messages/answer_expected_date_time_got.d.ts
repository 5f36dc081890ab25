/**
* | output |
* | --- |
* | "expected an ISO 8601 date-time, got \"{got}\"" |
*
* @param {Answer_Expected_Date_Time_GotInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_date_time_got: ((inputs: Answer_Expected_Date_Time_GotInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Answer_Expected_Date_Time_GotInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Answer_Expected_Date_Time_GotInputs = {
    got: NonNullable<unknown>;
};
