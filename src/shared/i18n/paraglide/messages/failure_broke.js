/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown> }} Failure_BrokeInputs */

const en_failure_broke = /** @type {(inputs: Failure_BrokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The connection to the freight service broke during "${i?.op}". Check your connection and try again.`)
};

const es_failure_broke = /** @type {(inputs: Failure_BrokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La conexión con el servicio de transporte se cortó durante «${i?.op}». Compruebe su conexión y vuelva a intentarlo.`)
};

const en_xa2_failure_broke = /** @type {(inputs: Failure_BrokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀŕóķé ðúŕíñĝ "${i?.op}". Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\". Check your connection and try again." |
*
* @param {Failure_BrokeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke = /** @type {((inputs: Failure_BrokeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_BrokeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_broke(inputs)
	if (locale === "en-XA") return en_xa2_failure_broke(inputs)
	return en_failure_broke(inputs)
});