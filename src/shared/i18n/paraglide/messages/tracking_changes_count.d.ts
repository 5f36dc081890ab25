/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} change" |
* | * | "{shown} changes" |
*
* @param {Tracking_Changes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_changes_count: ((inputs: Tracking_Changes_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Changes_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Changes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
