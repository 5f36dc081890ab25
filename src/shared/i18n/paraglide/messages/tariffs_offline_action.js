/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Offline_ActionInputs */

const en_tariffs_offline_action = /** @type {(inputs: Tariffs_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading a tariff needs the service.`)
};

const es_tariffs_offline_action = /** @type {(inputs: Tariffs_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para subir una tarifa hace falta el servicio.`)
};

const en_xa2_tariffs_offline_action = /** @type {(inputs: Tariffs_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáðíñĝ á ţáŕíƒƒ ñééðš ţĥé šéŕṽíçé. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Uploading a tariff needs the service." |
*
* @param {Tariffs_Offline_ActionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_offline_action = /** @type {((inputs?: Tariffs_Offline_ActionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Offline_ActionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_offline_action(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_offline_action(inputs)
	return en_tariffs_offline_action(inputs)
});