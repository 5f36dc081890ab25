/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Switch_RefusedInputs */

const en_tracking_switch_refused = /** @type {(inputs: Tracking_Switch_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not switch tracking.`)
};

const es_tracking_switch_refused = /** @type {(inputs: Tracking_Switch_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no cambió el seguimiento.`)
};

const en_xa2_tracking_switch_refused = /** @type {(inputs: Tracking_Switch_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðíð ñóţ šŵíţçĥ ţŕáçķíñĝ. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The service did not switch tracking." |
*
* @param {Tracking_Switch_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_refused = /** @type {((inputs?: Tracking_Switch_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_refused(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_refused(inputs)
	return en_tracking_switch_refused(inputs)
});