/**
* | output |
* | --- |
* | "Time not given" |
*
* @param {Timeline_Time_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_time_not_given: ((inputs?: Timeline_Time_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Timeline_Time_Not_GivenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Timeline_Time_Not_GivenInputs = {};
