/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failure_InternalInputs */

const en_failure_internal = /** @type {(inputs: Failure_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong inside Freight Desk. Try again; if it keeps happening, restart the app.`)
};

const es_failure_internal = /** @type {(inputs: Failure_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo falló dentro de Freight Desk. Vuelva a intentarlo; si sigue ocurriendo, reinicie la aplicación.`)
};

const en_xa2_failure_internal = /** @type {(inputs: Failure_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ íñšíðé Ƒŕéíĝĥţ Ðéšķ. Ţŕý áĝáíñ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéšţáŕţ ţĥé áþþ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Something went wrong inside Freight Desk. Try again; if it keeps happening, restart the app." |
*
* @param {Failure_InternalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_internal = /** @type {((inputs?: Failure_InternalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_InternalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_internal(inputs)
	if (locale === "en-XA") return en_xa2_failure_internal(inputs)
	return en_failure_internal(inputs)
});