/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Enter_ReleaseInputs */

const en_tracking_free_enter_release = /** @type {(inputs: Tracking_Free_Enter_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the release`)
};

const es_tracking_free_enter_release = /** @type {(inputs: Tracking_Free_Enter_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introducir la retirada`)
};

const en_xa2_tracking_free_enter_release = /** @type {(inputs: Tracking_Free_Enter_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ŕéļéášé ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Enter the release" |
*
* @param {Tracking_Free_Enter_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_enter_release = /** @type {((inputs?: Tracking_Free_Enter_ReleaseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Enter_ReleaseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_enter_release(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_enter_release(inputs)
	return en_tracking_free_enter_release(inputs)
});