/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Code_TrackingInputs */

const en_tracking_code_tracking = /** @type {(inputs: Tracking_Code_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking code`)
};

const es_tracking_code_tracking = /** @type {(inputs: Tracking_Code_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de seguimiento`)
};

const en_xa2_tracking_code_tracking = /** @type {(inputs: Tracking_Code_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ çóðé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Tracking code" |
*
* @param {Tracking_Code_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_code_tracking = /** @type {((inputs?: Tracking_Code_TrackingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Code_TrackingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_code_tracking(inputs)
	if (locale === "en-XA") return en_xa2_tracking_code_tracking(inputs)
	return en_tracking_code_tracking(inputs)
});