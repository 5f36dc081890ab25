/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Free_EmptyInputs */

const en_today_free_empty = /** @type {(inputs: Today_Free_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked sea shipments appear here 48 hours before the last free day of their demurrage, detention or storage, and stay with the charge accrued once it has passed, until the clock stops (the release, the empty return).`)
};

const es_today_free_empty = /** @type {(inputs: Today_Free_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los envíos marítimos reservados aparecen aquí 48 horas antes del último día libre de su demora, detención o almacenaje, y siguen, con el cargo acumulado, una vez pasado, hasta que el reloj se detiene (la retirada, la devolución del vacío).`)
};

const en_xa2_today_free_empty = /** @type {(inputs: Today_Free_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķéð šéá šĥíþɱéñţš áþþéáŕ ĥéŕé 48 ĥóúŕš ƀéƒóŕé ţĥé ļášţ ƒŕéé ðáý óƒ ţĥéíŕ ðéɱúŕŕáĝé, ðéţéñţíóñ óŕ šţóŕáĝé, áñð šţáý ŵíţĥ ţĥé çĥáŕĝé áççŕúéð óñçé íţ ĥáš þáššéð, úñţíļ ţĥé çļóçķ šţóþš (ţĥé ŕéļéášé, ţĥé éɱþţý ŕéţúŕñ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Booked sea shipments appear here 48 hours before the last free day of their demurrage, detention or storage, and stay with the charge accrued once it has pas..." |
*
* @param {Today_Free_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_empty = /** @type {((inputs?: Today_Free_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Free_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_free_empty(inputs)
	if (locale === "en-XA") return en_xa2_today_free_empty(inputs)
	return en_today_free_empty(inputs)
});