/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Switch_Maybe_OffInputs */

const en_tracking_switch_maybe_off = /** @type {(inputs: Tracking_Switch_Maybe_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tracking may or may not have been switched off`)
};

const es_tracking_switch_maybe_off = /** @type {(inputs: Tracking_Switch_Maybe_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede que el seguimiento se haya desactivado o no`)
};

const en_xa2_tracking_switch_maybe_off = /** @type {(inputs: Tracking_Switch_Maybe_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţŕáçķíñĝ ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ šŵíţçĥéð óƒƒ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "tracking may or may not have been switched off" |
*
* @param {Tracking_Switch_Maybe_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_maybe_off = /** @type {((inputs?: Tracking_Switch_Maybe_OffInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_Maybe_OffInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_maybe_off(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_maybe_off(inputs)
	return en_tracking_switch_maybe_off(inputs)
});