/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Switch_Maybe_OnInputs */

const en_tracking_switch_maybe_on = /** @type {(inputs: Tracking_Switch_Maybe_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tracking may or may not have been switched on`)
};

const es_tracking_switch_maybe_on = /** @type {(inputs: Tracking_Switch_Maybe_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede que el seguimiento se haya activado o no`)
};

const en_xa2_tracking_switch_maybe_on = /** @type {(inputs: Tracking_Switch_Maybe_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţŕáçķíñĝ ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ šŵíţçĥéð óñ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "tracking may or may not have been switched on" |
*
* @param {Tracking_Switch_Maybe_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_maybe_on = /** @type {((inputs?: Tracking_Switch_Maybe_OnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_Maybe_OnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_maybe_on(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_maybe_on(inputs)
	return en_tracking_switch_maybe_on(inputs)
});