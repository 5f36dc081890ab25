/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Switch_On_DoneInputs */

const en_tracking_switch_on_done = /** @type {(inputs: Tracking_Switch_On_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking switched on`)
};

const es_tracking_switch_on_done = /** @type {(inputs: Tracking_Switch_On_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguimiento activado`)
};

const en_xa2_tracking_switch_on_done = /** @type {(inputs: Tracking_Switch_On_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ šŵíţçĥéð óñ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Tracking switched on" |
*
* @param {Tracking_Switch_On_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_on_done = /** @type {((inputs?: Tracking_Switch_On_DoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_On_DoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_on_done(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_on_done(inputs)
	return en_tracking_switch_on_done(inputs)
});