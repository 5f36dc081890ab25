/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Switch_Unknown_HintInputs */

const en_tracking_switch_unknown_hint = /** @type {(inputs: Tracking_Switch_Unknown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service does not say whether tracking is on; it is on unless switched off.`)
};

const es_tracking_switch_unknown_hint = /** @type {(inputs: Tracking_Switch_Unknown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no dice si el seguimiento está activado; lo está salvo que se desactive.`)
};

const en_xa2_tracking_switch_unknown_hint = /** @type {(inputs: Tracking_Switch_Unknown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðóéš ñóţ šáý ŵĥéţĥéŕ ţŕáçķíñĝ íš óñ; íţ íš óñ úñļéšš šŵíţçĥéð óƒƒ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The service does not say whether tracking is on; it is on unless switched off." |
*
* @param {Tracking_Switch_Unknown_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_unknown_hint = /** @type {((inputs?: Tracking_Switch_Unknown_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_Unknown_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_unknown_hint(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_unknown_hint(inputs)
	return en_tracking_switch_unknown_hint(inputs)
});