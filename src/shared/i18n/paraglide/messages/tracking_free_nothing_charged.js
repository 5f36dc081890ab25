/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Nothing_ChargedInputs */

const en_tracking_free_nothing_charged = /** @type {(inputs: Tracking_Free_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`within free time, nothing charged`)
};

const es_tracking_free_nothing_charged = /** @type {(inputs: Tracking_Free_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dentro del tiempo libre, nada cobrado`)
};

const en_xa2_tracking_free_nothing_charged = /** @type {(inputs: Tracking_Free_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŵíţĥíñ ƒŕéé ţíɱé, ñóţĥíñĝ çĥáŕĝéð ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "within free time, nothing charged" |
*
* @param {Tracking_Free_Nothing_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_nothing_charged = /** @type {((inputs?: Tracking_Free_Nothing_ChargedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Nothing_ChargedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_nothing_charged(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_nothing_charged(inputs)
	return en_tracking_free_nothing_charged(inputs)
});