/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} container" |
* | * | "{shown} containers" |
*
* @param {Tracking_Free_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_containers: ((inputs: Tracking_Free_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_ContainersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
