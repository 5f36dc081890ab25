/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Not_AcceptedInputs */

const en_tariffs_not_accepted = /** @type {(inputs: Tariffs_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not accept the tariff.`)
};

const es_tariffs_not_accepted = /** @type {(inputs: Tariffs_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no aceptó la tarifa.`)
};

const en_xa2_tariffs_not_accepted = /** @type {(inputs: Tariffs_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðíð ñóţ áççéþţ ţĥé ţáŕíƒƒ. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The service did not accept the tariff." |
*
* @param {Tariffs_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_not_accepted = /** @type {((inputs?: Tariffs_Not_AcceptedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Not_AcceptedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_not_accepted(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_not_accepted(inputs)
	return en_tariffs_not_accepted(inputs)
});