/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ to: NonNullable<unknown>, from: NonNullable<unknown> }} Profile_Moved_SummaryInputs */

const en_profile_moved_summary = /** @type {(inputs: Profile_Moved_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The base URL now points at another server (${i?.to} instead of ${i?.from}). Enter the API key and secret for it: Freight Desk sends the stored ones only to ${i?.from}.`)
};

const es_profile_moved_summary = /** @type {(inputs: Profile_Moved_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La URL base apunta ahora a otro servidor (${i?.to} en lugar de ${i?.from}). Introduzca la clave y el secreto de la API de ese servidor: Freight Desk solo envía los guardados a ${i?.from}.`)
};

const en_xa2_profile_moved_summary = /** @type {(inputs: Profile_Moved_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀášé ÚŔĻ ñóŵ þóíñţš áţ áñóţĥéŕ šéŕṽéŕ (${i?.to} íñšţéáð óƒ ${i?.from}). Éñţéŕ ţĥé ÁÞÍ ķéý áñð šéçŕéţ ƒóŕ íţ: Ƒŕéíĝĥţ Ðéšķ šéñðš ţĥé šţóŕéð óñéš óñļý ţó ${i?.from}. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The base URL now points at another server ({to} instead of {from}). Enter the API key and secret for it: Freight Desk sends the stored ones only to {from}." |
*
* @param {Profile_Moved_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_moved_summary = /** @type {((inputs: Profile_Moved_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Moved_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_moved_summary(inputs)
	if (locale === "en-XA") return en_xa2_profile_moved_summary(inputs)
	return en_profile_moved_summary(inputs)
});