/**
* | output |
* | --- |
* | "Could not remove “{name}”" |
*
* @param {Profiles_Remove_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_failed: ((inputs: Profiles_Remove_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Remove_FailedInputs = {
    name: NonNullable<unknown>;
};
