/**
* | output |
* | --- |
* | "Could not switch to “{name}”" |
*
* @param {Profiles_Switch_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_switch_failed: ((inputs: Profiles_Switch_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Switch_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Switch_FailedInputs = {
    name: NonNullable<unknown>;
};
