/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Sent_AllInputs */

const en_tariffs_sent_all = /** @type {(inputs: Tariffs_Sent_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent. Add files to upload another tariff.`)
};

const es_tariffs_sent_all = /** @type {(inputs: Tariffs_Sent_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada. Añada archivos para subir otra tarifa.`)
};

const en_xa2_tariffs_sent_all = /** @type {(inputs: Tariffs_Sent_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñţ. Áðð ƒíļéš ţó úþļóáð áñóţĥéŕ ţáŕíƒƒ. ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Sent. Add files to upload another tariff." |
*
* @param {Tariffs_Sent_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_sent_all = /** @type {((inputs?: Tariffs_Sent_AllInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Sent_AllInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_sent_all(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_sent_all(inputs)
	return en_tariffs_sent_all(inputs)
});