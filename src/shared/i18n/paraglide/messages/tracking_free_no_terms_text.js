/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tracking_Free_No_Terms_TextInputs */

const en_tracking_free_no_terms_text = /** @type {(inputs: Tracking_Free_No_Terms_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: the rate gave no free days or start event`)
};

const es_tracking_free_no_terms_text = /** @type {(inputs: Tracking_Free_No_Terms_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: la tarifa no dio días libres ni evento de inicio`)
};

const en_xa2_tracking_free_no_terms_text = /** @type {(inputs: Tracking_Free_No_Terms_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ţĥé ŕáţé ĝáṽé ñó ƒŕéé ðáýš óŕ šţáŕţ éṽéñţ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{name}: the rate gave no free days or start event" |
*
* @param {Tracking_Free_No_Terms_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_terms_text = /** @type {((inputs: Tracking_Free_No_Terms_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_No_Terms_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_no_terms_text(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_no_terms_text(inputs)
	return en_tracking_free_no_terms_text(inputs)
});