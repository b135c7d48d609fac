<?php
/**
 * Plugin Name: Test jQuery (wordpress tests only)
 * Description: Installed by scripts/wp.mjs only when the wordpress tests start the site. A request with
 * `?wp_test_jquery=inline` enqueues a site's own inline script depending on jQuery (it reads jQuery's version),
 * `src` a script with a source depending on it (WordPress's jquery-ui-core), and `kept` has the plugin keep jQuery
 * (its `wp_widget_bundle_leave_out_jquery` filter returning false).
 *
 * @package LimitlessDemo
 */

/**
 * What the request asks for: '', 'inline', 'src' or 'kept'.
 *
 * @return string
 */
function test_jquery_asked() {
	// phpcs:ignore WordPress.Security.NonceVerification, WordPress.Security.ValidatedSanitizedInput -- compared with constants, never printed.
	$asked = isset( $_GET['wp_test_jquery'] ) ? (string) $_GET['wp_test_jquery'] : '';
	return in_array( $asked, array( 'inline', 'src', 'kept' ), true ) ? $asked : '';
}

add_action(
	'wp_enqueue_scripts',
	static function () {
		if ( 'inline' === test_jquery_asked() ) {
			wp_register_script( 'test-jquery', false, array( 'jquery' ), '1', true );
			wp_enqueue_script( 'test-jquery' );
			wp_add_inline_script( 'test-jquery', 'window.testJquery = jQuery.fn.jquery;' );
		} elseif ( 'src' === test_jquery_asked() ) {
			wp_enqueue_script( 'jquery-ui-core' );
		}
	}
);

add_filter(
	'wp_widget_bundle_leave_out_jquery',
	static function ( $leave_out ) {
		return 'kept' === test_jquery_asked() ? false : $leave_out;
	}
);
