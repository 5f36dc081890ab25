/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Switch_LabelInputs */

const en_tracking_switch_label = /** @type {(inputs: Tracking_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking updates`)
};

const es_tracking_switch_label = /** @type {(inputs: Tracking_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizaciones de seguimiento`)
};

const en_xa2_tracking_switch_label = /** @type {(inputs: Tracking_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ úþðáţéš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Tracking updates" |
*
* @param {Tracking_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_label = /** @type {((inputs?: Tracking_Switch_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_label(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_label(inputs)
	return en_tracking_switch_label(inputs)
});