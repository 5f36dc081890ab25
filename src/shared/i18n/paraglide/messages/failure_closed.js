/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown> }} Failure_ClosedInputs */

const en_failure_closed = /** @type {(inputs: Failure_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.op}" was stopped because the connection to the freight service was closed (profile switched or app closing).`)
};

const es_failure_closed = /** @type {(inputs: Failure_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.op}» se detuvo porque se cerró la conexión con el servicio de transporte (cambio de perfil o cierre de la aplicación).`)
};

const en_xa2_failure_closed = /** @type {(inputs: Failure_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.op}" ŵáš šţóþþéð ƀéçáúšé ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ŵáš çļóšéð (þŕóƒíļé šŵíţçĥéð óŕ áþþ çļóšíñĝ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "\"{op}\" was stopped because the connection to the freight service was closed (profile switched or app closing)." |
*
* @param {Failure_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_closed = /** @type {((inputs: Failure_ClosedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_ClosedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_closed(inputs)
	if (locale === "en-XA") return en_xa2_failure_closed(inputs)
	return en_failure_closed(inputs)
});