/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Total_IncompleteInputs */

const en_tracking_free_total_incomplete = /** @type {(inputs: Tracking_Free_Total_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not counting charges whose price or containers are not known`)
};

const es_tracking_free_total_incomplete = /** @type {(inputs: Tracking_Free_Total_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin contar los cargos cuyo precio o contenedores no se conocen`)
};

const en_xa2_tracking_free_total_incomplete = /** @type {(inputs: Tracking_Free_Total_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ çóúñţíñĝ çĥáŕĝéš ŵĥóšé þŕíçé óŕ çóñţáíñéŕš áŕé ñóţ ķñóŵñ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "not counting charges whose price or containers are not known" |
*
* @param {Tracking_Free_Total_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_total_incomplete = /** @type {((inputs?: Tracking_Free_Total_IncompleteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Total_IncompleteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_total_incomplete(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_total_incomplete(inputs)
	return en_tracking_free_total_incomplete(inputs)
});