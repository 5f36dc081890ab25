/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, perDay: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Free_Sum_Unknown_BoxesInputs */

const en_tracking_free_sum_unknown_boxes = /** @type {(inputs: Tracking_Free_Sum_Unknown_BoxesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} × ${i?.perDay} = ${i?.total} a container (how many were booked is not known)`)
};

const es_tracking_free_sum_unknown_boxes = /** @type {(inputs: Tracking_Free_Sum_Unknown_BoxesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} × ${i?.perDay} = ${i?.total} por contenedor (no se sabe cuántos se reservaron)`)
};

const en_xa2_tracking_free_sum_unknown_boxes = /** @type {(inputs: Tracking_Free_Sum_Unknown_BoxesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} × ${i?.perDay} = ${i?.total} á çóñţáíñéŕ (ĥóŵ ɱáñý ŵéŕé ƀóóķéð íš ñóţ ķñóŵñ) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{days} × {perDay} = {total} a container (how many were booked is not known)" |
*
* @param {Tracking_Free_Sum_Unknown_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum_unknown_boxes = /** @type {((inputs: Tracking_Free_Sum_Unknown_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Sum_Unknown_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_sum_unknown_boxes(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_sum_unknown_boxes(inputs)
	return en_tracking_free_sum_unknown_boxes(inputs)
});