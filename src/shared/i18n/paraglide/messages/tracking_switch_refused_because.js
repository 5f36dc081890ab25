/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Tracking_Switch_Refused_BecauseInputs */

const en_tracking_switch_refused_because = /** @type {(inputs: Tracking_Switch_Refused_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service did not switch tracking: ${i?.reason}`)
};

const es_tracking_switch_refused_because = /** @type {(inputs: Tracking_Switch_Refused_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio no cambió el seguimiento: ${i?.reason}`)
};

const en_xa2_tracking_switch_refused_because = /** @type {(inputs: Tracking_Switch_Refused_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðíð ñóţ šŵíţçĥ ţŕáçķíñĝ: ${i?.reason} ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The service did not switch tracking: {reason}" |
*
* @param {Tracking_Switch_Refused_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_refused_because = /** @type {((inputs: Tracking_Switch_Refused_BecauseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_Refused_BecauseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_refused_because(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_refused_because(inputs)
	return en_tracking_switch_refused_because(inputs)
});